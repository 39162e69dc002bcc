import './app/boot/styles';
import { startApp } from './app/boot/startApp';

/**
 * The entry of every page but /login (src/loginEntry.tsx): the app starts at once.
 */
const root = document.getElementById('root');
if (!root) throw new Error('#root manquant dans index.html');
startApp(root);
