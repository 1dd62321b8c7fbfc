// Sports league website: records sponsor banner clicks and forwards visitors to the sponsor's landing page.
package sponsors

import (
	"log"
	"net/http"
	"net/url"
	"strings"
	"sync"
)

type ClickEvent struct {
	SponsorID string
	Target    string
	Referer   string
}

type ClickRecorder interface {
	Record(e ClickEvent)
}

type bufferedRecorder struct {
	mu     sync.Mutex
	events []ClickEvent
}

func (b *bufferedRecorder) Record(e ClickEvent) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.events = append(b.events, e)
	if len(b.events) >= 500 {
		log.Printf("sponsor clicks: flushing %d events", len(b.events))
		b.events = b.events[:0]
	}
}

type LinkPolicy struct{ PartnerDomain string }

func (p LinkPolicy) Allows(target *url.URL) bool {
	return (target.Scheme == "https" || target.Scheme == "http") && strings.Contains(target.Host, p.PartnerDomain)
}

type ClickController struct {
	policy   LinkPolicy
	recorder ClickRecorder
}

func NewClickController(policy LinkPolicy) *ClickController {
	return &ClickController{policy: policy, recorder: &bufferedRecorder{}}
}

func (c *ClickController) Go(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	target, err := url.Parse(q.Get("to"))
	if err != nil || !c.policy.Allows(target) {
		http.Redirect(w, r, "/", http.StatusFound)
		return
	}
	c.recorder.Record(ClickEvent{SponsorID: q.Get("sponsor"), Target: target.String(), Referer: r.Referer()})
	http.Redirect(w, r, target.String(), http.StatusFound)
}
