// A kite lift simulator program of the h63 set (cwe-094-code).
package main

import (
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"strconv"
	"sync"
	"time"

	"github.com/dop251/goja"
	"github.com/gorilla/websocket"
)

// liftModel is the flat-plate estimate the workshop uses for new sail shapes.
const liftModel = `
function lift(windKnots, angleDeg, areaM2) {
  var v = windKnots * 0.5144;
  var cl = 2 * Math.PI * (angleDeg * Math.PI / 180);
  return 0.5 * 1.225 * v * v * areaM2 * cl;
}`

type SimRequest struct {
	Design string `json:"design"`
	Wind   string `json:"wind"`
	Angle  string `json:"angle"`
}

type SimResult struct {
	Design string  `json:"design"`
	LiftN  float64 `json:"lift_n"`
	Error  string  `json:"error,omitempty"`
}

type LiftSimulator struct {
	mu sync.Mutex
	vm *goja.Runtime
}

func NewLiftSimulator() (*LiftSimulator, error) {
	vm := goja.New()
	if _, err := vm.RunString(liftModel); err != nil {
		return nil, err
	}
	return &LiftSimulator{vm: vm}, nil
}

func (s *LiftSimulator) Lift(wind, angle string, areaM2 float64) (float64, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	v, err := s.vm.RunString(fmt.Sprintf("lift(%s, %s, %g)", wind, angle, areaM2))
	if err != nil {
		return 0, err
	}
	return v.ToFloat(), nil
}

type SimService struct {
	designs map[string]float64 // design name -> sail area in square metres
	sim     *LiftSimulator
}

func (s *SimService) Run(req SimRequest) (float64, error) {
	area, ok := s.designs[req.Design]
	if !ok {
		return 0, errors.New("unknown design")
	}
	if _, err := strconv.ParseFloat(req.Wind, 64); err != nil {
		return 0, errors.New("wind must be a number of knots")
	}
	if _, err := strconv.ParseFloat(req.Angle, 64); err != nil {
		return 0, errors.New("angle must be a number of degrees")
	}
	return s.sim.Lift(req.Wind, req.Angle, area)
}

type SimSocket struct {
	upgrader websocket.Upgrader
	svc      *SimService
}

func (h *SimSocket) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	conn, err := h.upgrader.Upgrade(w, r, nil)
	if err != nil {
		return
	}
	defer conn.Close()
	for {
		var req SimRequest
		if err := conn.ReadJSON(&req); err != nil {
			return
		}
		res := SimResult{Design: req.Design}
		if lift, err := h.svc.Run(req); err != nil {
			res.Error = err.Error()
		} else {
			res.LiftN = lift
		}
		if err := conn.WriteJSON(res); err != nil {
			return
		}
	}
}

func main() {
	sim, err := NewLiftSimulator()
	if err != nil {
		log.Fatalf("lift model: %v", err)
	}
	svc := &SimService{sim: sim, designs: map[string]float64{"delta-2": 1.8, "sled-s": 1.1, "rokkaku-6": 2.4}}
	mux := http.NewServeMux()
	mux.Handle("/ws/simulate", &SimSocket{upgrader: websocket.Upgrader{ReadBufferSize: 1024, WriteBufferSize: 1024}, svc: svc})
	srv := &http.Server{Addr: ":8443", Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServeTLS(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
