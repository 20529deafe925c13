export { AppShell, type AppShellProps, defaultFooterContact, type FooterContact } from './AppShell';
