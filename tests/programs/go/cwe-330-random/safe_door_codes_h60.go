// A door codes program of the h60 set (cwe-330-random).
package main

import (
	"context"
	"crypto/rand"
	"fmt"
	"log"
	"math/big"
	"os"
	"sync"
	"time"

	"github.com/gofiber/fiber/v2"
)

type dayPass struct {
	Member  string    `json:"member"`
	Space   string    `json:"space"`
	Code    string    `json:"code"`
	Expires time.Time `json:"expires"`
}

var spaces = map[string]bool{"harbour-loft": true, "canal-house": true, "old-mill": true}

// codeStream produces six-digit keypad codes until ctx is cancelled.
func codeStream(ctx context.Context) <-chan string {
	out := make(chan string, 8)
	go func() {
		defer close(out)
		for {
			n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
			if err != nil {
				log.Printf("keypad code source: %v", err)
				return
			}
			code := fmt.Sprintf("%06d", n.Int64())
			select {
			case out <- code:
			case <-ctx.Done():
				return
			}
		}
	}()
	return out
}

func endOfDay(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 23, 59, 0, 0, t.Location())
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	codes := codeStream(ctx)

	var mu sync.Mutex
	active := map[string]dayPass{} // space/code -> pass

	app := fiber.New()

	// Issues a day pass; the keypad at the space's front door accepts the code until midnight.
	app.Post("/day-passes", func(c *fiber.Ctx) error {
		var p dayPass
		if err := c.BodyParser(&p); err != nil {
			return fiber.ErrBadRequest
		}
		if p.Member == "" || !spaces[p.Space] {
			return fiber.NewError(fiber.StatusUnprocessableEntity, "member and a known space are required")
		}
		mu.Lock()
		defer mu.Unlock()
		for {
			code, ok := <-codes
			if !ok {
				return fiber.ErrServiceUnavailable
			}
			if _, taken := active[p.Space+"/"+code]; !taken {
				p.Code = code
				break
			}
		}
		p.Expires = endOfDay(time.Now())
		active[p.Space+"/"+p.Code] = p
		log.Printf("keypad %s: code issued for %s", p.Space, p.Member)
		return c.Status(fiber.StatusCreated).JSON(p)
	})

	log.Fatal(app.Listen(os.Getenv("LISTEN_ADDR")))
}
