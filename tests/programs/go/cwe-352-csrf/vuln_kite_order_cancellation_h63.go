// A kite order cancellation program of the h63 set (cwe-352-csrf).
package main

import (
	"encoding/hex"
	"errors"
	"html/template"
	"log"
	"net/http"
	"os"
	"sync"
	"time"

	"github.com/gorilla/sessions"
)

var ordersPage = template.Must(template.New("orders").Parse(`<!doctype html>
<html><body><h1>Your kite orders</h1>
{{range .Orders}}<form method="post" action="/orders/cancel">
<input type="hidden" name="order" value="{{.ID}}">
<span>{{.Model}} ({{.Status}})</span> <button type="submit">Cancel</button></form>
{{end}}</body></html>`))

type KiteOrder struct {
	ID       string
	Customer string
	Model    string
	Status   string
}

type OrderBook struct {
	mu     sync.Mutex
	orders map[string]*KiteOrder
}

func (b *OrderBook) ForCustomer(customer string) []KiteOrder {
	b.mu.Lock()
	defer b.mu.Unlock()
	var out []KiteOrder
	for _, o := range b.orders {
		if o.Customer == customer {
			out = append(out, *o)
		}
	}
	return out
}

func (b *OrderBook) Cancel(customer, id string) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	o, ok := b.orders[id]
	if !ok || o.Customer != customer {
		return errors.New("no such order")
	}
	if o.Status != "awaiting sewing" {
		return errors.New("order is already on the sewing table")
	}
	o.Status = "cancelled"
	return nil
}

type OrdersHandler struct {
	sessions sessions.Store
	book     *OrderBook
}

func (h *OrdersHandler) customer(r *http.Request) (string, bool) {
	sess, err := h.sessions.Get(r, "kiteworks")
	if err != nil {
		return "", false
	}
	c, ok := sess.Values["customer"].(string)
	return c, ok && c != ""
}

func (h *OrdersHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	customer, ok := h.customer(r)
	if !ok {
		http.Redirect(w, r, "/login", http.StatusSeeOther)
		return
	}
	switch {
	case r.Method == http.MethodGet && r.URL.Path == "/orders":
		data := map[string]any{"Orders": h.book.ForCustomer(customer)}
		if err := ordersPage.Execute(w, data); err != nil {
			log.Printf("render orders: %v", err)
		}
	case r.Method == http.MethodPost && r.URL.Path == "/orders/cancel":
		if err := h.book.Cancel(customer, r.PostFormValue("order")); err != nil {
			http.Error(w, err.Error(), http.StatusConflict)
			return
		}
		http.Redirect(w, r, "/orders", http.StatusSeeOther)
	default:
		http.NotFound(w, r)
	}
}

func mustKey(name string) []byte {
	k, err := hex.DecodeString(os.Getenv(name))
	if err != nil || len(k) != 32 {
		log.Fatalf("%s must be 32 hex-encoded bytes", name)
	}
	return k
}

func main() {
	store := sessions.NewCookieStore(mustKey("SESSION_AUTH_KEY"), mustKey("SESSION_ENC_KEY"))
	store.Options = &sessions.Options{Path: "/", MaxAge: 7 * 24 * 3600, HttpOnly: true, Secure: true}
	handler := &OrdersHandler{sessions: store, book: &OrderBook{orders: map[string]*KiteOrder{}}}
	mux := http.NewServeMux()
	mux.Handle("/orders", handler)
	mux.Handle("/orders/cancel", handler)
	srv := &http.Server{Addr: ":8443", Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServeTLS(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
