import './styles/app.css'
import { begun } from './boot/begun'
import { start } from './boot/start'

// For real-user monitoring and the benchmark: when the script had been evaluated (boot/start.tsx marks the first screen).
performance.mark?.('idv-script')
void start(document.getElementById('root')!, window, begun)
