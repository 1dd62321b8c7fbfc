// Municipal water utility calculator that evaluates a tariff formula for a household's monthly usage.
package tariffs

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"

	"github.com/traefik/yaegi/interp"
	"github.com/traefik/yaegi/stdlib"
)

type EstimateRequest struct {
	Formula string `json:"formula"`
	UsageM3 string `json:"usage_m3"`
}

type Estimate struct{ Usage, Amount float64 }

var tariffFormulas = map[string]string{
	"residential": "12.5 + usage*2.15",
	"concession":  "6.0 + usage*1.20",
}

type FormulaEngine struct{}

func (FormulaEngine) Evaluate(expr string, usage float64) (float64, error) {
	i := interp.New(interp.Options{})
	if err := i.Use(stdlib.Symbols); err != nil {
		return 0, err
	}
	src := fmt.Sprintf("func() float64 { usage := %g; return %s }()", usage, expr)
	v, err := i.Eval(src)
	if err != nil {
		return 0, err
	}
	return v.Float(), nil
}

type TariffService struct{ Engine FormulaEngine }

func (s *TariffService) Estimate(req EstimateRequest) (Estimate, error) {
	usage, err := strconv.ParseFloat(req.UsageM3, 64)
	if err != nil || usage < 0 {
		return Estimate{}, fmt.Errorf("usage must be a non-negative number")
	}
	expr, ok := tariffFormulas[req.Formula]
	if !ok {
		return Estimate{}, fmt.Errorf("unknown tariff %q", req.Formula)
	}
	amount, err := s.Engine.Evaluate(expr, usage)
	return Estimate{Usage: usage, Amount: amount}, err
}

func EstimateHandler(svc *TariffService) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var req EstimateRequest
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			http.Error(w, "invalid body", http.StatusBadRequest)
			return
		}
		est, err := svc.Estimate(req)
		if err != nil {
			http.Error(w, err.Error(), http.StatusUnprocessableEntity)
			return
		}
		json.NewEncoder(w).Encode(est)
	}
}
