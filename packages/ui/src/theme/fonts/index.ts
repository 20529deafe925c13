// Self-hosted: the app must not depend on a font CDN. One variable file carries every weight the theme uses, cut to
// the characters it writes (subset-inter.ts): 28 KB, where four static weights cost 96 KB on a first visit.
import './inter.css';
