import './styles/app.css'
// What families share is the shell's: carried once by every document (./kit/family-kit.ts).
import './kit/family-kit'
import { start } from './boot/start'

// For real-user monitoring and the benchmark: when the script had been evaluated (boot/start.tsx marks the first screen).
performance.mark?.('idv-script')
void start(document.getElementById('root')!)
