// realestate viewing state (h58 set)
package viewings

import (
	"bytes"
	"encoding/base64"
	"encoding/gob"
	"encoding/json"
	"net/http"
	"time"
)

const stateCookie = "rv_state"

// visitorState follows a visitor around the listings portal.
type visitorState struct {
	AgentID   string
	Role      string
	Shortlist []string
	Issued    time.Time
}

type Offer struct {
	Listing string  `json:"listing"`
	Amount  float64 `json:"amount"`
	Buyer   string  `json:"buyer"`
}

// OfferSource is implemented by the offers repository.
type OfferSource interface {
	ListingAgent(listingID string) (string, error)
	Offers(listingID string) ([]Offer, error)
}

func encodeState(st visitorState) (string, error) {
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(st); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(buf.Bytes()), nil
}

func decodeState(value string) (visitorState, error) {
	var st visitorState
	raw, err := base64.RawURLEncoding.DecodeString(value)
	if err != nil {
		return st, err
	}
	err = gob.NewDecoder(bytes.NewReader(raw)).Decode(&st)
	return st, err
}

// StartSession is called by the login flow once the agent's password has been checked.
func StartSession(w http.ResponseWriter, agentID, role string) error {
	value, err := encodeState(visitorState{AgentID: agentID, Role: role, Issued: time.Now()})
	if err != nil {
		return err
	}
	http.SetCookie(w, &http.Cookie{
		Name: stateCookie, Value: value, Path: "/", MaxAge: 8 * 3600,
		Secure: true, HttpOnly: true, SameSite: http.SameSiteLaxMode,
	})
	return nil
}

func stateFrom(r *http.Request) (visitorState, bool) {
	c, err := r.Cookie(stateCookie)
	if err != nil {
		return visitorState{}, false
	}
	st, err := decodeState(c.Value)
	return st, err == nil && time.Since(st.Issued) < 8*time.Hour
}

// OffersHandler serves GET /listings/{id}/offers to the listing agent only.
func OffersHandler(src OfferSource) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		st, ok := stateFrom(r)
		if !ok || st.Role != "agent" {
			http.Error(w, "agents only", http.StatusForbidden)
			return
		}
		listing := r.PathValue("id")
		owner, err := src.ListingAgent(listing)
		if err != nil || owner != st.AgentID {
			http.Error(w, "not your listing", http.StatusForbidden)
			return
		}
		offers, err := src.Offers(listing)
		if err != nil {
			http.Error(w, "offers unavailable", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(offers)
	}
}
