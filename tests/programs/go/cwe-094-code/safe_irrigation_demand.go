// Irrigation planner: evaluates the agronomy team's water-demand script for each field zone.
package irrigation

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strconv"
	"sync"

	"github.com/dop251/goja"
)

type ZoneReading struct {
	ZoneID   string `json:"zone_id"`
	Crop     string `json:"crop"`
	Moisture string `json:"moisture"`
}

type Planner struct {
	mu sync.Mutex
	vm *goja.Runtime
}

func NewPlanner() (*Planner, error) {
	vm := goja.New()
	src, err := os.ReadFile(os.Getenv("DEMAND_SCRIPT"))
	if err == nil {
		_, err = vm.RunString(string(src))
	}
	return &Planner{vm: vm}, err
}

func (p *Planner) Liters(r ZoneReading) (float64, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	fn, ok := goja.AssertFunction(p.vm.Get("demandLiters"))
	m, err := strconv.ParseFloat(r.Moisture, 64)
	if err != nil || !ok {
		return 0, fmt.Errorf("cannot evaluate moisture %q", r.Moisture)
	}
	v, err := fn(goja.Undefined(), p.vm.ToValue(r.Crop), p.vm.ToValue(m))
	if err != nil {
		return 0, err
	}
	return v.ToFloat(), nil
}

type ScheduleService struct{ Planner *Planner }

func (s *ScheduleService) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var readings []ZoneReading
	if err := json.NewDecoder(r.Body).Decode(&readings); err != nil {
		http.Error(w, "invalid readings", http.StatusBadRequest)
		return
	}
	plan := make(map[string]float64, len(readings))
	for _, zr := range readings {
		liters, err := s.Planner.Liters(zr)
		if err != nil {
			http.Error(w, fmt.Sprintf("zone %s: %v", zr.ZoneID, err), http.StatusUnprocessableEntity)
			return
		}
		plan[zr.ZoneID] = liters
	}
	json.NewEncoder(w).Encode(plan)
}
