// Issues the one-time codes customers type into a parcel locker to collect a delivery.
package lockers

import (
	"crypto/rand"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"time"
)

var codeSpace = big.NewInt(1000000)

type Reservation struct {
	LockerID  string    `json:"locker_id"`
	Parcel    string    `json:"parcel"`
	Code      string    `json:"code"`
	ExpiresAt time.Time `json:"expires_at"`
}

type CodeIssuer struct {
	TTL   time.Duration
	Store func(Reservation) error
}

func newPickupCode() (string, error) {
	n, err := rand.Int(rand.Reader, codeSpace)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%06d", n.Int64()), nil
}

func (ci *CodeIssuer) Issue(w http.ResponseWriter, r *http.Request) {
	locker := r.PathValue("locker")
	parcel := r.FormValue("parcel")
	if locker == "" || parcel == "" {
		http.Error(w, "locker and parcel are required", http.StatusBadRequest)
		return
	}
	code, err := newPickupCode()
	if err != nil {
		http.Error(w, "code generation failed", http.StatusInternalServerError)
		return
	}
	res := Reservation{
		LockerID:  locker,
		Parcel:    parcel,
		Code:      code,
		ExpiresAt: time.Now().Add(ci.TTL),
	}
	if err := ci.Store(res); err != nil {
		http.Error(w, "could not reserve locker", http.StatusConflict)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(res)
}
