import './styles/app.css'
import { start } from './boot/start'

void start(document.getElementById('root')!)
