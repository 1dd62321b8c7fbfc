// A sail plan intake program of the h63 set (cwe-611-xxe).
package main

import (
	"encoding/json"
	"errors"
	"io"
	"log"
	"net/http"
	"os"
	"sync"
	"time"

	"github.com/lestrrat-go/libxml2/parser"
	"github.com/lestrrat-go/libxml2/xpath"
)

// SailPlan is the measurement sheet a rigger exports from the yacht's design software.
type SailPlan struct {
	Boat   string  `json:"boat"`
	Sail   string  `json:"sail"`
	LuffM  float64 `json:"luff_m"`
	LeechM float64 `json:"leech_m"`
	FootM  float64 `json:"foot_m"`
}

type PlanReader struct {
	p *parser.Parser
}

func NewPlanReader() *PlanReader {
	return &PlanReader{p: parser.New(parser.XMLParseNoNet)}
}

func (r *PlanReader) Read(src io.Reader) (*SailPlan, error) {
	doc, err := r.p.ParseReader(src)
	if err != nil {
		return nil, err
	}
	defer doc.Free()
	return &SailPlan{
		Boat:   xpath.String(doc.Find("string(/sailplan/@boat)")),
		Sail:   xpath.String(doc.Find("string(/sailplan/sail/@type)")),
		LuffM:  xpath.Number(doc.Find("number(/sailplan/sail/luff)")),
		LeechM: xpath.Number(doc.Find("number(/sailplan/sail/leech)")),
		FootM:  xpath.Number(doc.Find("number(/sailplan/sail/foot)")),
	}, nil
}

type PlanQueue struct {
	mu    sync.Mutex
	plans []SailPlan
}

func (q *PlanQueue) Push(p SailPlan) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.plans = append(q.plans, p)
}

type IntakeService struct {
	reader *PlanReader
	queue  *PlanQueue
}

func (s *IntakeService) Submit(src io.Reader) (*SailPlan, error) {
	plan, err := s.reader.Read(src)
	if err != nil {
		return nil, err
	}
	if plan.LuffM <= 0 || plan.FootM <= 0 {
		return nil, errors.New("sail plan is missing luff or foot length")
	}
	s.queue.Push(*plan)
	return plan, nil
}

type IntakeHandler struct {
	svc *IntakeService
}

func (h *IntakeHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, 2<<20)
	file, _, err := r.FormFile("plan")
	if err != nil {
		http.Error(w, "attach the sail plan as 'plan'", http.StatusBadRequest)
		return
	}
	defer file.Close()
	plan, err := h.svc.Submit(file)
	if err != nil {
		http.Error(w, "sail plan rejected", http.StatusUnprocessableEntity)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(plan)
}

func main() {
	svc := &IntakeService{reader: NewPlanReader(), queue: &PlanQueue{}}
	mux := http.NewServeMux()
	mux.Handle("/loft/plans", &IntakeHandler{svc: svc})
	srv := &http.Server{Addr: ":8443", Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	log.Fatal(srv.ListenAndServeTLS(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
