import './styles/app.css'
// What families share is the shell's: carried once by every document (./app/family-kit.ts).
import './app/family-kit'
import { start } from './boot/start'

void start(document.getElementById('root')!)
