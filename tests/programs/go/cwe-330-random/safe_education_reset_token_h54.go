// Issues password reset links for the student portal and e-mails them via the notifier queue.
package main

import (
	"crypto/rand"
	"fmt"
	"math/big"
	"net/http"
	"strings"
	"sync"
	"time"
)

const tokenAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"

type resetMail struct {
	To   string
	Link string
}

var outbox = make(chan resetMail, 64)

func generate[T any](n int, next func() T) []T {
	out := make([]T, n)
	for i := range out {
		out[i] = next()
	}
	return out
}

func newToken() string {
	max := big.NewInt(int64(len(tokenAlphabet)))
	chars := generate(32, func() string {
		n, err := rand.Int(rand.Reader, max)
		if err != nil {
			panic(err)
		}
		return string(tokenAlphabet[n.Int64()])
	})
	return strings.Join(chars, "")
}

func requestReset(save func(email, token string, exp time.Time)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		email := strings.ToLower(strings.TrimSpace(r.PostFormValue("email")))
		if !strings.Contains(email, "@") {
			http.Error(w, "enter your student e-mail", http.StatusBadRequest)
			return
		}
		token := newToken()
		save(email, token, time.Now().Add(30*time.Minute))
		outbox <- resetMail{To: email, Link: fmt.Sprintf("https://portal.northfield-college.example/reset?token=%s", token)}
		w.WriteHeader(http.StatusAccepted)
		fmt.Fprintln(w, "If that address is registered, a reset link is on its way.")
	}
}

func main() {
	var tokens sync.Map
	go func() {
		for m := range outbox {
			fmt.Printf("mail to %s: %s\n", m.To, m.Link)
		}
	}()
	http.Handle("/account/reset", requestReset(func(email, token string, _ time.Time) { tokens.Store(token, email) }))
	http.ListenAndServe(":8094", nil)
}
