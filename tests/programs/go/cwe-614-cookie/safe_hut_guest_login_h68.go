// A hut guest login program of the h68 set (cwe-614-cookie).
// mountain huts: guests sign in with their booking number to change half-board options and arrival time
package main

import (
	"cmp"
	"crypto/rand"
	"log/slog"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/gofiber/fiber/v2/middleware/logger"
)

type booking struct {
	Number    string
	Surname   string
	Hut       string
	Nights    int
	HalfBoard bool
	Arrival   string
}

type guestSessions struct {
	mu   sync.Mutex
	byID map[string]string // session -> booking number
}

func (g *guestSessions) open(number string) string {
	id := rand.Text()
	g.mu.Lock()
	defer g.mu.Unlock()
	g.byID[id] = number
	return id
}

func (g *guestSessions) booking(id string) (string, bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	n, ok := g.byID[id]
	return n, ok
}

func main() {
	bookings := map[string]*booking{
		"HB-24-0931": {Number: "HB-24-0931", Surname: "lindqvist", Hut: "Rifugio Lagazuoi", Nights: 2, HalfBoard: true},
	}
	sessions := &guestSessions{byID: map[string]string{}}

	app := fiber.New()
	app.Use(logger.New())

	app.Post("/guest/login", func(c *fiber.Ctx) error {
		number := strings.ToUpper(strings.TrimSpace(c.FormValue("booking")))
		surname := strings.ToLower(strings.TrimSpace(c.FormValue("surname")))
		b, ok := bookings[number]
		if !ok || b.Surname != surname {
			return fiber.NewError(fiber.StatusUnauthorized, "booking number and surname do not match")
		}
		c.Cookie(&fiber.Cookie{
			Name:     "hut_guest",
			Value:    sessions.open(b.Number),
			Path:     "/guest",
			Expires:  time.Now().Add(72 * time.Hour),
			Secure:   true,
			HTTPOnly: true,
			SameSite: fiber.CookieSameSiteLaxMode,
		})
		return c.Redirect("/guest/booking", fiber.StatusSeeOther)
	})

	app.Patch("/guest/booking", func(c *fiber.Ctx) error {
		number, ok := sessions.booking(c.Cookies("hut_guest"))
		if !ok {
			return fiber.ErrUnauthorized
		}
		var upd struct {
			HalfBoard *bool  `json:"half_board"`
			Arrival   string `json:"arrival"`
		}
		if err := c.BodyParser(&upd); err != nil {
			return fiber.ErrBadRequest
		}
		b := bookings[number]
		if upd.HalfBoard != nil {
			b.HalfBoard = *upd.HalfBoard
		}
		b.Arrival = cmp.Or(upd.Arrival, b.Arrival)
		slog.Info("booking updated", "booking", b.Number, "hut", b.Hut)
		return c.JSON(b)
	})

	if err := app.Listen(cmp.Or(os.Getenv("GUEST_ADDR"), ":3050")); err != nil {
		slog.Error("listen", "err", err)
	}
}
