// Quotes a freight tariff by evaluating the lane's pricing formula with the shipment's weight and rate.
package tariffs

import (
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/dop251/goja"
)

// Lane formulas are maintained by the pricing team and reference weight and rate.
var laneFormulas = map[string]string{
	"EU-DOM": "Math.max(25, weight * rate)",
	"EU-UK":  "Math.max(40, weight * rate * 1.2) + 15",
	"EU-US":  "Math.max(90, weight * rate * 2.4) + 35",
}

type quoteResult struct {
	Lane  string  `json:"lane"`
	Price float64 `json:"price"`
}

func evaluate(formula string, weight float64, rateText string) (float64, error) {
	rate, err := strconv.ParseFloat(rateText, 64)
	if err != nil {
		return 0, err
	}
	vm := goja.New()
	if err := vm.Set("weight", weight); err != nil {
		return 0, err
	}
	if err := vm.Set("rate", rate); err != nil {
		return 0, err
	}
	v, err := vm.RunString(formula)
	if err != nil {
		return 0, err
	}
	return v.ToFloat(), nil
}

func QuoteHandler(w http.ResponseWriter, r *http.Request) {
	lane := r.FormValue("lane")
	formula, ok := laneFormulas[lane]
	if !ok {
		http.Error(w, "unknown lane", http.StatusNotFound)
		return
	}
	weight, err := strconv.ParseFloat(r.FormValue("weight"), 64)
	if err != nil || weight <= 0 {
		http.Error(w, "weight must be positive", http.StatusBadRequest)
		return
	}
	price, err := evaluate(formula, weight, r.FormValue("rate"))
	if err != nil {
		http.Error(w, "could not price shipment", http.StatusUnprocessableEntity)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(quoteResult{Lane: lane, Price: price})
}
