// hotel reservation lookup (h58 set)
package frontdesk

import (
	"net/http"
	"strings"
	"sync"

	"github.com/dlclark/regexp2"
	"github.com/gin-gonic/gin"
)

type Reservation struct {
	Code     string `json:"code"`
	Guest    string `json:"guest"`
	Room     string `json:"room"`
	Arrival  string `json:"arrival"`
	Nights   int    `json:"nights"`
	Comments string `json:"-"`
}

// Ledger holds today's in-house and arriving reservations.
type Ledger struct {
	mu    sync.RWMutex
	items []Reservation
}

func (l *Ledger) filter(keep func(Reservation) (bool, error)) ([]Reservation, error) {
	l.mu.RLock()
	defer l.mu.RUnlock()
	out := make([]Reservation, 0, 16)
	for _, r := range l.items {
		ok, err := keep(r)
		if err != nil {
			return nil, err
		}
		if ok {
			out = append(out, r)
		}
	}
	return out, nil
}

// guestMatcher builds the predicate used by the front-desk search box.
func guestMatcher(term string) (func(Reservation) (bool, error), error) {
	re, err := regexp2.Compile(term, regexp2.IgnoreCase)
	if err != nil {
		return nil, err
	}
	return func(r Reservation) (bool, error) {
		return re.MatchString(r.Guest)
	}, nil
}

func searchHandler(l *Ledger) gin.HandlerFunc {
	return func(c *gin.Context) {
		term := strings.TrimSpace(c.Query("guest"))
		if term == "" || len(term) > 80 {
			c.JSON(http.StatusBadRequest, gin.H{"error": "guest search term required"})
			return
		}
		match, err := guestMatcher(term)
		if err != nil {
			c.JSON(http.StatusBadRequest, gin.H{"error": "invalid search term"})
			return
		}
		found, err := l.filter(match)
		if err != nil {
			c.JSON(http.StatusServiceUnavailable, gin.H{"error": "search took too long"})
			return
		}
		c.JSON(http.StatusOK, gin.H{"reservations": found})
	}
}

// Mount registers the front-desk endpoints behind the staff auth middleware.
func Mount(r *gin.RouterGroup, l *Ledger, auth gin.HandlerFunc) {
	desk := r.Group("/frontdesk", auth)
	desk.GET("/reservations", searchHandler(l))
}
