// A desk confirmation program of the h60 set (cwe-079-xss).
package main

import (
	"errors"
	"fmt"
	"log"
	"os"
	"regexp"
	"time"

	"github.com/gofiber/fiber/v2"
)

type booking struct {
	Desk   string
	Member string
	Day    time.Time
}

// bus fans page events out to subscribers (occupancy stats, door system, ...).
type bus struct{ subs []chan booking }

func (b *bus) subscribe(buf int, handle func(booking)) {
	ch := make(chan booking, buf)
	b.subs = append(b.subs, ch)
	go func() {
		for ev := range ch {
			handle(ev)
		}
	}()
}

func (b *bus) publish(ev booking) {
	for _, ch := range b.subs {
		select {
		case ch <- ev:
		default:
			log.Printf("subscriber busy, dropped event for desk %s", ev.Desk)
		}
	}
}

var deskPattern = regexp.MustCompile(`^[A-F][0-9]{2}$`)

func parseBooking(c *fiber.Ctx) (booking, error) {
	desk := c.Query("desk")
	if !deskPattern.MatchString(desk) {
		return booking{}, errors.New("unknown desk")
	}
	day, err := time.Parse("2006-01-02", c.Query("day"))
	if err != nil {
		return booking{}, errors.New("day must be YYYY-MM-DD")
	}
	member := c.Query("member")
	if member == "" || len(member) > 120 {
		return booking{}, errors.New("member name is required")
	}
	return booking{Desk: desk, Member: member, Day: day}, nil
}

func confirmation(b booking) string {
	return fmt.Sprintf(`<!doctype html><html><head><meta charset="utf-8"><title>Desk %s</title></head><body>
<h1>Desk %s is yours</h1>
<p>Reserved for <strong>%s</strong> on %s. Your door code arrives by e-mail.</p>
</body></html>`, b.Desk, b.Desk, b.Member, b.Day.Format("Monday 2 January"))
}

func main() {
	events := &bus{}
	events.subscribe(64, func(b booking) { log.Printf("occupancy: %s %s", b.Desk, b.Day.Format("2006-01-02")) })
	events.subscribe(64, func(b booking) { log.Printf("door system: expect desk %s", b.Desk) })

	app := fiber.New(fiber.Config{Immutable: true})

	// The booking app redirects here once a desk has been reserved.
	app.Get("/desks/confirmation", func(c *fiber.Ctx) error {
		b, err := parseBooking(c)
		if err != nil {
			return fiber.NewError(fiber.StatusBadRequest, err.Error())
		}
		events.publish(b)
		c.Type("html", "utf-8")
		return c.SendString(confirmation(b))
	})

	log.Fatal(app.Listen(os.Getenv("LISTEN_ADDR")))
}
