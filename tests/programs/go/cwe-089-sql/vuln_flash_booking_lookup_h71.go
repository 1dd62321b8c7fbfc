// A flash booking lookup program of the h71 set (cwe-089-sql).
package main

import (
	"database/sql"
	"errors"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"os"
	"path"
	"regexp"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	_ "github.com/jackc/pgx/v5/stdlib"
)

var ErrBadHandle = errors.New("not a valid artist handle")

var handlePattern = regexp.MustCompile(`^[a-z0-9._]{2,30}$`)

// normalizeHandle accepts "@inkbyrosa", "inkbyrosa" or a full profile link.
func normalizeHandle(raw string) (string, error) {
	s := strings.TrimSpace(raw)
	if strings.HasPrefix(s, "http://") || strings.HasPrefix(s, "https://") {
		u, err := url.Parse(s)
		if err != nil {
			return "", fmt.Errorf("%w: %v", ErrBadHandle, err)
		}
		s = path.Base(strings.TrimSuffix(u.Path, "/"))
	}
	s = strings.ToLower(strings.TrimPrefix(s, "@"))
	if !handlePattern.MatchString(s) {
		return "", fmt.Errorf("%w: %q", ErrBadHandle, raw)
	}
	return s, nil
}

const slotsByArtist = `SELECT s.id, s.starts_at, s.design_code, s.price_cents
FROM flash_slots s JOIN artists a ON a.id = s.artist_id
WHERE a.handle = '%s' AND s.booked_by IS NULL AND s.starts_at > now()
ORDER BY s.starts_at`

type slot struct {
	ID         int64     `json:"id"`
	StartsAt   time.Time `json:"starts_at"`
	DesignCode string    `json:"design_code"`
	PriceCents int       `json:"price_cents"`
}

type bookingAPI struct {
	db *sql.DB
}

func (b *bookingAPI) openSlots(c *gin.Context) {
	raw := c.Query("artist")
	handle, err := normalizeHandle(raw)
	if err != nil {
		c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}

	who := strings.TrimPrefix(strings.TrimSpace(raw), "@")
	rows, err := b.db.QueryContext(c.Request.Context(), fmt.Sprintf(slotsByArtist, who))
	if err != nil {
		log.Printf("flash slots for %s: %v", handle, err)
		c.AbortWithStatusJSON(http.StatusInternalServerError, gin.H{"error": "lookup failed"})
		return
	}
	defer rows.Close()

	slots := []slot{}
	for rows.Next() {
		var s slot
		if err := rows.Scan(&s.ID, &s.StartsAt, &s.DesignCode, &s.PriceCents); err != nil {
			c.AbortWithStatusJSON(http.StatusInternalServerError, gin.H{"error": "lookup failed"})
			return
		}
		slots = append(slots, s)
	}
	if err := rows.Err(); err != nil {
		c.AbortWithStatusJSON(http.StatusInternalServerError, gin.H{"error": "lookup failed"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"artist": handle, "slots": slots})
}

func main() {
	db, err := sql.Open("pgx", os.Getenv("STUDIO_DB_URL"))
	if err != nil {
		log.Fatal(err)
	}
	api := &bookingAPI{db: db}

	r := gin.Default()
	r.GET("/flash/slots", api.openSlots)
	if err := r.Run(":8044"); err != nil {
		log.Fatal(err)
	}
}
