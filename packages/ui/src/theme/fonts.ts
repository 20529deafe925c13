// Self-hosted: the app must not depend on a font CDN. One variable file carries every weight the theme uses (48 KB
// for Latin), where four static weights cost 96 KB on a first visit.
import '@fontsource-variable/inter/wght.css';
