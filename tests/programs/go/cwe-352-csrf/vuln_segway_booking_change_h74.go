// A segway booking change program of the h74 set (cwe-352-csrf).
package main

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"html/template"
	"log"
	"net/http"
	"sync"
	"time"

	"github.com/gorilla/mux"
)

type booking struct {
	ID, Rider, Tour, Slot string
}

type deskReq struct {
	op, id, rider, slot string
	reply               chan deskReply
}

type deskReply struct {
	b   booking
	err error
}

// every read and change goes through one goroutine so slot capacity stays consistent
func bookingDesk(bookings map[string]*booking, reqs <-chan deskReq) {
	for r := range reqs {
		b, ok := bookings[r.id]
		if !ok || b.Rider != r.rider {
			r.reply <- deskReply{err: errors.New("booking not found")}
			continue
		}
		switch r.op {
		case "reschedule":
			b.Slot = r.slot
		case "cancel":
			delete(bookings, r.id)
		}
		r.reply <- deskReply{b: *b}
	}
}

var (
	sessions   sync.Map // session id -> rider email
	loginCodes sync.Map // one-time code from the confirmation email -> rider email
)

var page = template.Must(template.New("b").Parse(`<h1>Booking {{.B.ID}}</h1>
<p>{{.B.Tour}} at {{.B.Slot}}</p>
<form method="POST" action="/bookings/{{.B.ID}}/reschedule">
  <input type="datetime-local" name="slot"> <button>Move my tour</button>
</form>
<form method="POST" action="/bookings/{{.B.ID}}/cancel"><button>Cancel</button></form>`))

func riderFrom(r *http.Request) (string, bool) {
	c, err := r.Cookie("sid")
	if err != nil {
		return "", false
	}
	v, ok := sessions.Load(c.Value)
	if !ok {
		return "", false
	}
	return v.(string), true
}

func main() {
	reqs := make(chan deskReq)
	go bookingDesk(map[string]*booking{
		"SG-1042": {ID: "SG-1042", Rider: "jo@riverpost.net", Tour: "Riverside Glide", Slot: "2025-06-14T10:00"},
	}, reqs)

	ask := func(w http.ResponseWriter, r *http.Request, op string) (booking, bool) {
		who, ok := riderFrom(r)
		if !ok {
			http.Error(w, "please sign in", http.StatusUnauthorized)
			return booking{}, false
		}
		slot := r.FormValue("slot")
		if op == "reschedule" {
			if _, err := time.Parse("2006-01-02T15:04", slot); err != nil {
				http.Error(w, "pick a valid slot", http.StatusBadRequest)
				return booking{}, false
			}
		}
		req := deskReq{op: op, id: mux.Vars(r)["id"], rider: who, slot: slot, reply: make(chan deskReply, 1)}
		reqs <- req
		res := <-req.reply
		if res.err != nil {
			http.Error(w, res.err.Error(), http.StatusNotFound)
			return booking{}, false
		}
		return res.b, true
	}

	r := mux.NewRouter()
	r.HandleFunc("/login", func(w http.ResponseWriter, r *http.Request) {
		email, ok := loginCodes.LoadAndDelete(r.URL.Query().Get("code"))
		if !ok {
			http.Error(w, "link expired", http.StatusForbidden)
			return
		}
		buf := make([]byte, 32)
		rand.Read(buf)
		sid := hex.EncodeToString(buf)
		sessions.Store(sid, email)
		// the booking widget is embedded on partner hotel sites, so the cookie has to travel cross-site
		http.SetCookie(w, &http.Cookie{Name: "sid", Value: sid, Path: "/", Secure: true, HttpOnly: true, SameSite: http.SameSiteNoneMode})
		http.Redirect(w, r, "/bookings", http.StatusSeeOther)
	}).Methods(http.MethodGet)
	r.HandleFunc("/bookings/{id}", func(w http.ResponseWriter, r *http.Request) {
		if b, ok := ask(w, r, "view"); ok {
			page.Execute(w, map[string]any{"B": b})
		}
	}).Methods(http.MethodGet)
	r.HandleFunc("/bookings/{id}/{op:reschedule|cancel}", func(w http.ResponseWriter, r *http.Request) {
		if _, ok := ask(w, r, mux.Vars(r)["op"]); ok {
			http.Redirect(w, r, "/bookings", http.StatusSeeOther)
		}
	}).Methods(http.MethodPost)

	log.Fatal(http.ListenAndServeTLS(":8443", "/etc/segway/tls.crt", "/etc/segway/tls.key", r))
}
