// A courier rider stream ws program of the h61 set (cwe-347-jwt).
package main

import (
	"errors"
	"log"
	"net/http"
	"os"

	"github.com/golang-jwt/jwt/v5"
	"github.com/gorilla/websocket"
)

// RiderClaims are issued by the courier login service to each rider's phone.
type RiderClaims struct {
	RiderID string `json:"rid"`
	Depot   string `json:"depot"`
	jwt.RegisteredClaims
}

type hello struct {
	Token string `json:"token"`
}

type positionReport struct {
	Lat float64 `json:"lat"`
	Lng float64 `json:"lng"`
}

// TokenVerifier turns the token sent in the hello frame into rider claims.
type TokenVerifier struct {
	key []byte
}

func (v TokenVerifier) Verify(raw string) (*RiderClaims, error) {
	claims := &RiderClaims{}
	if _, _, err := jwt.NewParser().ParseUnverified(raw, claims); err != nil {
		return nil, err
	}
	if claims.RiderID == "" {
		return nil, errors.New("token has no rider id")
	}
	return claims, nil
}

type PositionStore interface {
	Record(riderID, depot string, pos positionReport)
}

type logStore struct{}

func (logStore) Record(riderID, depot string, pos positionReport) {
	log.Printf("depot %s rider %s at %.5f,%.5f", depot, riderID, pos.Lat, pos.Lng)
}

type TrackingHub struct {
	upgrader websocket.Upgrader
	verifier TokenVerifier
	store    PositionStore
}

func (h *TrackingHub) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	conn, err := h.upgrader.Upgrade(w, r, nil)
	if err != nil {
		return
	}
	defer conn.Close()
	var hi hello
	if err := conn.ReadJSON(&hi); err != nil {
		return
	}
	claims, err := h.verifier.Verify(hi.Token)
	if err != nil {
		_ = conn.WriteMessage(websocket.CloseMessage, websocket.FormatCloseMessage(4401, "unauthorised"))
		return
	}
	for {
		var pos positionReport
		if err := conn.ReadJSON(&pos); err != nil {
			return
		}
		h.store.Record(claims.RiderID, claims.Depot, pos)
	}
}

func main() {
	hub := &TrackingHub{
		verifier: TokenVerifier{key: []byte(os.Getenv("RIDER_JWT_KEY"))},
		store:    logStore{},
	}
	http.Handle("/riders/stream", hub)
	log.Fatal(http.ListenAndServeTLS(":8443", os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE"), nil))
}
