// Tracking link resolver for the freight forwarding customer portal, served with fiber.
package tracking

import (
	"errors"
	"fmt"
	"net/url"
	"os"
	"strings"

	"github.com/gofiber/fiber/v2"
)

type TrackingLookup struct {
	Carrier string
	Number  string
}

type LinkResolver struct{ templates map[string]string }

func NewLinkResolver() *LinkResolver {
	return &LinkResolver{templates: map[string]string{
		"dhl":   "https://www.dhl.com/global-en/home/tracking.html?tracking-id=%s",
		"ups":   "https://www.ups.com/track?tracknum=%s",
		"fedex": "https://www.fedex.com/fedextrack/?trknbr=%s",
		"yard":  os.Getenv("YARD_TRACKING_BASE") + "/shipments?ref=%s",
	}}
}

func (lr *LinkResolver) Resolve(q TrackingLookup) (string, error) {
	if q.Number == "" {
		return "", errors.New("tracking number required")
	}
	tmpl, ok := lr.templates[strings.ToLower(q.Carrier)]
	if !ok {
		return "", fmt.Errorf("unknown carrier %q", q.Carrier)
	}
	return fmt.Sprintf(tmpl, url.QueryEscape(q.Number)), nil
}

func Mount(app *fiber.App, lr *LinkResolver) {
	app.Get("/track/:carrier", func(c *fiber.Ctx) error {
		lookup := TrackingLookup{Carrier: c.Params("carrier"), Number: c.Query("tn")}
		target, err := lr.Resolve(lookup)
		if err != nil {
			return c.Status(fiber.StatusNotFound).SendString(err.Error())
		}
		return c.Redirect(target, fiber.StatusFound)
	})
}
