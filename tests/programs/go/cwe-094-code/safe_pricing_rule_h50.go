// Checkout service that applies a promotional pricing rule to a cart using an embedded JS engine.
package pricing

import (
	"encoding/json"
	"net/http"

	"github.com/dop251/goja"
)

type Cart struct {
	Items    int
	Subtotal float64
}

func (c *Cart) Total() float64 { return c.Subtotal }

var promoRules = map[string]string{
	"":         "cart.Total()",
	"bulk10":   "cart.Items >= 10 ? cart.Total() * 0.9 : cart.Total()",
	"spend100": "cart.Total() >= 100 ? cart.Total() - 15 : cart.Total()",
}

type CartStore interface {
	Load(id string) (*Cart, error)
	SaveQuote(id string, total float64) error
}

type quoteRequest struct {
	CartID string `json:"cart_id"`
	Rule   string `json:"rule"`
}

func evaluate(cart *Cart, rule string) (float64, error) {
	vm := goja.New()
	_ = vm.Set("cart", cart)
	v, err := vm.RunString("(function () { return " + rule + "; })()")
	if err != nil {
		return 0, err
	}
	return v.ToFloat(), nil
}

func QuoteHandler(store CartStore) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var req quoteRequest
		if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 4096)).Decode(&req); err != nil {
			http.Error(w, "bad request", http.StatusBadRequest)
			return
		}
		script, ok := promoRules[req.Rule]
		if !ok {
			http.Error(w, "unknown promotion", http.StatusBadRequest)
			return
		}
		cart, err := store.Load(req.CartID)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		total, err := evaluate(cart, script)
		if err != nil || store.SaveQuote(req.CartID, total) != nil {
			http.Error(w, "rule failed", http.StatusUnprocessableEntity)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]float64{"total": total})
	}
}
