// A maple syrup farm wholesale buyer session cookie program of the h75 set (cwe-502-deser).
package main

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/gob"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"strings"
	"time"
)

// The buyer cookie is issued by the web shop's sign-in service; this service
// only reads it to apply wholesale pricing.
const cookieName = "sugarbush_buyer"

type buyerSession struct {
	BuyerID     string
	Company     string
	Wholesale   bool
	DiscountPct int
	Expires     time.Time
}

var (
	errNoSession      = errors.New("no buyer session")
	errSessionExpired = errors.New("buyer session expired")
	errSignature      = errors.New("buyer cookie signature mismatch")
)

var cookieKey = []byte(os.Getenv("SYRUP_COOKIE_KEY"))

func sign(payload string) string {
	mac := hmac.New(sha256.New, cookieKey)
	mac.Write([]byte(payload))
	return base64.RawURLEncoding.EncodeToString(mac.Sum(nil))
}

var listPrices = map[string]float64{"golden": 18.50, "amber": 17.00, "dark": 16.00}

func decodeSession(r *http.Request) (*buyerSession, error) {
	c, err := r.Cookie(cookieName)
	if errors.Is(err, http.ErrNoCookie) {
		return nil, errNoSession
	}
	if err != nil {
		return nil, err
	}
	encoded, mac, found := strings.Cut(c.Value, ".")
	if !found || !hmac.Equal([]byte(mac), []byte(sign(encoded))) {
		return nil, errSignature
	}
	payload, err := base64.RawURLEncoding.DecodeString(encoded)
	if err != nil {
		return nil, fmt.Errorf("cookie encoding: %w", err)
	}
	var s buyerSession
	if err := gob.NewDecoder(bytes.NewReader(payload)).Decode(&s); err != nil {
		return nil, fmt.Errorf("decode session: %w", err)
	}
	if time.Now().After(s.Expires) {
		return nil, errSessionExpired
	}
	return &s, nil
}

func handlePrice(w http.ResponseWriter, r *http.Request) {
	grade := r.URL.Query().Get("grade")
	price, ok := listPrices[grade]
	if !ok {
		http.Error(w, "unknown grade", http.StatusNotFound)
		return
	}
	sess, err := decodeSession(r)
	switch {
	case errors.Is(err, errNoSession), errors.Is(err, errSessionExpired):
		sess = &buyerSession{Company: "retail"}
	case err != nil:
		log.Printf("dropping unreadable buyer cookie: %v", err)
		http.SetCookie(w, &http.Cookie{Name: cookieName, Value: "", Path: "/", MaxAge: -1})
		http.Error(w, "please sign in again", http.StatusUnauthorized)
		return
	}
	if sess.Wholesale {
		price = price * float64(100-sess.DiscountPct) / 100
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{"grade": grade, "company": sess.Company, "price_per_litre": price})
}

func main() {
	if len(cookieKey) < 32 {
		log.Fatal("SYRUP_COOKIE_KEY must be at least 32 bytes")
	}
	http.HandleFunc("/price", handlePrice)
	addr := ":8074"
	if v := os.Getenv("SYRUP_ADDR"); v != "" {
		addr = v
	}
	log.Fatal(http.ListenAndServe(addr, nil))
}
