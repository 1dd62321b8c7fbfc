// A chi wheelwright orders program of the h65 set (cwe-352-csrf).
package main

// Order pages for the wheelwright's customers (carriage owners, living-history
// villages, show-wagon restorers). The portal is embedded in partner
// restoration sites, so the session cookie is issued with SameSite=None.

import (
	"database/sql"
	"html/template"
	"log"
	"net/http"
	"os"
	"strconv"
	"time"

	"github.com/alexedwards/scs/v2"
	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
	_ "github.com/jackc/pgx/v5/stdlib"
)

var sessions = scs.New()

var cancelPage = template.Must(template.New("cancel").Parse(`<!doctype html>
<html lang="en"><body>
<h1>Cancel order #{{.OrderID}}</h1>
<p>The felloes for this wheel may already be cut. Deposits are refunded less timber used.</p>
<form method="post" action="/orders/{{.OrderID}}/cancel">
  <button type="submit">Cancel this order</button>
</form>
</body></html>`))

type app struct {
	db *sql.DB
}

func (a *app) customerID(r *http.Request) (int64, bool) {
	id := sessions.GetInt64(r.Context(), "customerID")
	return id, id != 0
}

func (a *app) showCancel(w http.ResponseWriter, r *http.Request) {
	if _, ok := a.customerID(r); !ok {
		http.Redirect(w, r, "/signin", http.StatusSeeOther)
		return
	}
	orderID, err := strconv.ParseInt(chi.URLParam(r, "orderID"), 10, 64)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	data := map[string]interface{}{
		"OrderID": orderID,
	}
	if err := cancelPage.Execute(w, data); err != nil {
		log.Printf("rendering cancel page: %v", err)
	}
}

func (a *app) cancelOrder(w http.ResponseWriter, r *http.Request) {
	customer, ok := a.customerID(r)
	if !ok {
		http.Error(w, "please sign in", http.StatusUnauthorized)
		return
	}
	orderID, err := strconv.ParseInt(chi.URLParam(r, "orderID"), 10, 64)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	res, err := a.db.ExecContext(r.Context(),
		`UPDATE wheel_orders SET status = 'cancelled', cancelled_at = now()
		 WHERE id = $1 AND customer_id = $2 AND status IN ('quoted', 'deposit_paid')`,
		orderID, customer)
	if err != nil {
		http.Error(w, "could not cancel order", http.StatusInternalServerError)
		return
	}
	if n, _ := res.RowsAffected(); n == 0 {
		http.Error(w, "order can no longer be cancelled online", http.StatusConflict)
		return
	}
	http.Redirect(w, r, "/orders", http.StatusSeeOther)
}

func main() {
	db, err := sql.Open("pgx", os.Getenv("WHEELWRIGHT_DATABASE_URL"))
	if err != nil {
		log.Fatalf("opening database: %v", err)
	}
	sessions.Lifetime = 8 * time.Hour
	sessions.Cookie.Name = "ww_session"
	sessions.Cookie.HttpOnly = true
	sessions.Cookie.Secure = true
	sessions.Cookie.SameSite = http.SameSiteNoneMode

	a := &app{db: db}
	r := chi.NewRouter()
	r.Use(middleware.RealIP, middleware.Recoverer)
	r.Use(sessions.LoadAndSave)
	r.Get("/orders/{orderID}/cancel", a.showCancel)
	r.Post("/orders/{orderID}/cancel", a.cancelOrder)

	srv := &http.Server{Addr: ":8080", Handler: r, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServe())
}
