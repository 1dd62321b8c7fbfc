// Service endpoint that applies a discount pricing rule to a shopping cart quote.
package pricing

import (
	"encoding/json"
	"net/http"
	"time"

	"github.com/dop251/goja"
)

type Cart struct {
	Subtotal float64 `json:"subtotal"`
	Items    int     `json:"items"`
	Tier     string  `json:"tier"`
}

type quoteRequest struct {
	Cart Cart   `json:"cart"`
	Rule string `json:"rule"`
}

var ruleScripts = map[string]string{
	"none":      `0`,
	"bulk":      `cart.Items >= 10 ? cart.Subtotal * 0.05 : 0`,
	"gold":      `cart.Tier === "gold" ? cart.Subtotal * 0.10 : 0`,
	"threshold": `cart.Subtotal > 500 ? 25 : 0`,
}

type RuleEngine struct {
	Timeout time.Duration
}

func (e RuleEngine) Evaluate(script string, cart Cart) (float64, error) {
	vm := goja.New()
	timer := time.AfterFunc(e.Timeout, func() { vm.Interrupt("rule timeout") })
	defer timer.Stop()
	if err := vm.Set("cart", cart); err != nil {
		return 0, err
	}
	v, err := vm.RunString(script)
	if err != nil {
		return 0, err
	}
	return v.ToFloat(), nil
}

func QuoteHandler(w http.ResponseWriter, r *http.Request) {
	var req quoteRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	script, ok := ruleScripts[req.Rule]
	if !ok {
		http.Error(w, "unknown rule", http.StatusBadRequest)
		return
	}
	engine := RuleEngine{Timeout: 200 * time.Millisecond}
	discount, err := engine.Evaluate(script, req.Cart)
	if err != nil {
		http.Error(w, "rule failed", http.StatusUnprocessableEntity)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]float64{
		"subtotal": req.Cart.Subtotal,
		"discount": discount,
	})
}
