import { createHash } from 'node:crypto';

/**
 * 'Me guider' (issue 30, 'At the gate'): the only script of the portal, a few hundred bytes served from the
 * product's own address (the CSP allows no inline script), deferred, and loaded only by a deceased's page
 * whose plan is georeferenced. Progressive: the page shows the grave on the cropped plan without it; with it,
 * on a device with geolocation, a button appears that puts the visitor on the plan as a blue dot, through the
 * linear map of `data-guide` (src/domain/portail/guide.ts), lays the town's whole plan (`data-plan`, fetched
 * only then) under the crop, and widens the frame so that the visitor and the grave are both seen. Written
 * in plain old JavaScript on purpose: it must run on old phones' browsers, untranspiled.
 */
export const GUIDE_SCRIPT = `(function () {
  var svg = document.getElementById('plan');
  var btn = document.getElementById('me-guider');
  var etat = document.getElementById('guide-etat');
  if (!svg || !btn || !etat || !navigator.geolocation) return;
  var g;
  try { g = JSON.parse(svg.getAttribute('data-guide') || 'null'); } catch (e) { return; }
  if (!g) return;
  var vb = svg.getAttribute('viewBox').split(' ').map(Number);
  var W = Number(svg.getAttribute('data-largeur'));
  var H = Number(svg.getAttribute('data-hauteur'));
  var dot = null;
  var watch = null;
  var whole = false;
  btn.hidden = false;
  function frame(x, y) {
    var m = vb[2] / 8;
    var x0 = Math.min(vb[0], x - m), y0 = Math.min(vb[1], y - m);
    var x1 = Math.max(vb[0] + vb[2], x + m), y1 = Math.max(vb[1] + vb[3], y + m);
    var side = Math.max(x1 - x0, y1 - y0);
    svg.setAttribute('viewBox', [x0, y0, side, side].join(' '));
    if (dot) dot.setAttribute('r', String(side / 40));
  }
  btn.addEventListener('click', function () {
    if (watch !== null) {
      navigator.geolocation.clearWatch(watch);
      watch = null;
      btn.textContent = 'Me guider';
      etat.textContent = 'Guidage arrêté.';
      return;
    }
    etat.textContent = 'Recherche de votre position…';
    btn.textContent = 'Arrêter le guidage';
    watch = navigator.geolocation.watchPosition(function (p) {
      var lon = p.coords.longitude, lat = p.coords.latitude;
      var x = g.a * lon + g.b * lat + g.c, y = g.d * lon + g.e * lat + g.f;
      if (!(x >= 0 && y >= 0 && x <= W && y <= H)) {
        etat.textContent = 'Vous semblez hors du cimetière : votre position n’est pas sur le plan.';
        return;
      }
      if (!whole && svg.getAttribute('data-plan')) {
        var img = document.createElementNS('http://www.w3.org/2000/svg', 'image');
        img.setAttribute('href', svg.getAttribute('data-plan'));
        img.setAttribute('x', '0');
        img.setAttribute('y', '0');
        img.setAttribute('width', String(W));
        img.setAttribute('height', String(H));
        svg.insertBefore(img, svg.firstChild);
        svg.setAttribute('class', 'plan guide');
        whole = true;
      }
      if (!dot) {
        dot = document.createElementNS('http://www.w3.org/2000/svg', 'circle');
        dot.setAttribute('class', 'vous');
        svg.appendChild(dot);
      }
      dot.setAttribute('cx', String(x));
      dot.setAttribute('cy', String(y));
      frame(x, y);
      etat.textContent = 'Vous êtes le point bleu ; la sépulture est marquée en rouge.';
    }, function (err) {
      etat.textContent = err.code === 1 ? 'Localisation refusée : autorisez-la dans le navigateur pour être guidé.' : 'Votre position est introuvable pour le moment.';
    }, { enableHighAccuracy: true, maximumAge: 5000, timeout: 20000 });
  });
})();
`;

/** The script's address, with a digest of its text: cached for a year, a new text is a new address. */
export const GUIDE_SCRIPT_PATH = `/portail/me-guider.js?v=${createHash('sha256').update(GUIDE_SCRIPT).digest('hex').slice(0, 12)}`;
