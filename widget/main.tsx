import './styles/app.css'
import { start } from './boot/start'

// For real-user monitoring and the benchmark: when the script had been evaluated (boot/start.tsx marks the first screen).
performance.mark?.('idv-script')
void start(document.getElementById('root')!)
