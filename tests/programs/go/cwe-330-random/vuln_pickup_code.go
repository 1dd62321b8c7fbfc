// Issues the one-time codes customers type into a parcel locker to collect a delivery.
package lockers

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"time"
)

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

func newPickupCode() string {
	return fmt.Sprintf("%06d", rand.IntN(1000000))
}

func (ci *CodeIssuer) Issue(w http.ResponseWriter, r *http.Request) {
	locker := r.PathValue("locker")
	parcel := r.FormValue("parcel")
	if locker == "" || parcel == "" {
		http.Error(w, "locker and parcel are required", http.StatusBadRequest)
		return
	}
	res := Reservation{
		LockerID:  locker,
		Parcel:    parcel,
		Code:      newPickupCode(),
		ExpiresAt: time.Now().Add(ci.TTL),
	}
	if err := ci.Store(res); err != nil {
		http.Error(w, "could not reserve locker", http.StatusConflict)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(res)
}
