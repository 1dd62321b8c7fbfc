// Guest review page for a hotel group: shows the latest reviews submitted for one property.
package reviews

import (
	"net/http"
	"net/url"
	"sort"
	"sync"
	"text/template"
	"time"
)

type Review struct {
	Guest   string
	Rating  int
	Comment string
	Posted  time.Time
}

type ReviewStore struct {
	mu   sync.RWMutex
	byID map[string][]Review
}

func (s *ReviewStore) Add(hotelID string, r Review) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.byID[hotelID] = append(s.byID[hotelID], r)
}

func (s *ReviewStore) Latest(hotelID string, n int) []Review {
	s.mu.RLock()
	defer s.mu.RUnlock()
	list := append([]Review(nil), s.byID[hotelID]...)
	sort.Slice(list, func(i, j int) bool { return list[i].Posted.After(list[j].Posted) })
	if len(list) > n {
		list = list[:n]
	}
	return list
}

const reviewPage = `<html><body><h1>Guest reviews</h1>
{{range .}}<div class="review"><b>{{.Guest}}</b> ({{.Rating}}/5)<p>{{.Comment}}</p></div>{{end}}
</body></html>`

type ReviewPage struct {
	Store *ReviewStore
	tmpl  *template.Template
}

func NewReviewPage(store *ReviewStore) *ReviewPage {
	return &ReviewPage{Store: store, tmpl: template.Must(template.New("reviews").Parse(reviewPage))}
}

func (p *ReviewPage) Submit(w http.ResponseWriter, r *http.Request) {
	rv := Review{Guest: r.FormValue("guest"), Comment: r.FormValue("comment"), Posted: time.Now()}
	if rating := r.FormValue("rating"); len(rating) == 1 && rating[0] >= '1' && rating[0] <= '5' {
		rv.Rating = int(rating[0] - '0')
	}
	p.Store.Add(r.FormValue("hotel"), rv)
	http.Redirect(w, r, "/reviews?hotel="+url.QueryEscape(r.FormValue("hotel")), http.StatusSeeOther)
}

func (p *ReviewPage) Show(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if err := p.tmpl.Execute(w, p.Store.Latest(r.URL.Query().Get("hotel"), 20)); err != nil {
		http.Error(w, "render failed", http.StatusInternalServerError)
	}
}
