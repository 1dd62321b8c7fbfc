// farm water allocation (h58 set)
package allocations

import (
	"context"
	"encoding/hex"
	"errors"
	"html/template"
	"net/http"
	"os"
	"strconv"
	"time"

	"github.com/gorilla/csrf"
)

// WaterLedger records irrigation allocation held by each member farm of the co-op.
type WaterLedger interface {
	Transfer(ctx context.Context, fromFarm, toFarm string, megalitres float64) error
}

// Sessions resolves the member session cookie issued at sign-in.
type Sessions interface {
	FarmFor(ctx context.Context, sessionID string) (string, bool)
}

type farmKey struct{}

var transferPage = template.Must(template.New("transfer").Parse(`<!doctype html>
<h1>Transfer allocation from {{.Farm}}</h1>
<form method="post" action="/allocations/transfer">
  {{.CSRFField}}
  <label>Receiving farm <input name="to_farm" required></label>
  <label>Megalitres <input name="megalitres" type="number" step="0.1" min="0.1" required></label>
  <button>Transfer</button>
</form>`))

func requireMember(s Sessions) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			c, err := r.Cookie("coop_session")
			if err != nil {
				http.Redirect(w, r, "/signin", http.StatusSeeOther)
				return
			}
			farm, ok := s.FarmFor(r.Context(), c.Value)
			if !ok {
				http.Redirect(w, r, "/signin", http.StatusSeeOther)
				return
			}
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), farmKey{}, farm)))
		})
	}
}

func showTransfer(w http.ResponseWriter, r *http.Request) {
	farm := r.Context().Value(farmKey{}).(string)
	_ = transferPage.Execute(w, map[string]any{"Farm": farm, "CSRFField": csrf.TemplateField(r)})
}

func doTransfer(ledger WaterLedger) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		farm := r.Context().Value(farmKey{}).(string)
		ml, err := strconv.ParseFloat(r.PostFormValue("megalitres"), 64)
		to := r.PostFormValue("to_farm")
		if err != nil || ml <= 0 || to == "" || to == farm {
			http.Error(w, "enter a receiving farm and a positive volume", http.StatusBadRequest)
			return
		}
		if err := ledger.Transfer(r.Context(), farm, to, ml); err != nil {
			http.Error(w, "transfer refused", http.StatusConflict)
			return
		}
		http.Redirect(w, r, "/allocations", http.StatusSeeOther)
	}
}

func wrap(h http.Handler, mws ...func(http.Handler) http.Handler) http.Handler {
	for i := len(mws) - 1; i >= 0; i-- {
		h = mws[i](h)
	}
	return h
}

// Run serves the member allocation pages.
func Run(ledger WaterLedger, sessions Sessions) error {
	key, err := hex.DecodeString(os.Getenv("COOP_CSRF_KEY"))
	if err != nil || len(key) != 32 {
		return errors.New("COOP_CSRF_KEY must be 32 hex-encoded bytes")
	}
	protect := csrf.Protect(key, csrf.SameSite(csrf.SameSiteStrictMode))
	mws := []func(http.Handler) http.Handler{protect, requireMember(sessions)}
	mux := http.NewServeMux()
	mux.Handle("GET /allocations/transfer", wrap(http.HandlerFunc(showTransfer), mws...))
	mux.Handle("POST /allocations/transfer", wrap(doTransfer(ledger), mws...))
	srv := &http.Server{Addr: os.Getenv("COOP_ADDR"), Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	return srv.ListenAndServeTLS(os.Getenv("COOP_TLS_CERT"), os.Getenv("COOP_TLS_KEY"))
}
