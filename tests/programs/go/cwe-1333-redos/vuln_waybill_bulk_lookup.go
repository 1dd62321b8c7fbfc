// Logistics endpoint that validates a batch of waybill references and returns the tracking status of each one.
package waybills

import (
	"strings"

	"github.com/dlclark/regexp2"
	"github.com/gofiber/fiber/v2"
)

// Waybill references look like "DX-4471-AB09-Z".
var waybillRef = regexp2.MustCompile(`^([A-Z0-9]+-?)+[A-Z0-9]$`, regexp2.None)

type lookupRequest struct {
	Refs []string `json:"refs"`
}

type Tracker interface {
	Status(ref string) (string, bool)
}

func validRef(ref string) bool {
	ok, err := waybillRef.MatchString(ref)
	return err == nil && ok
}

func BulkLookup(t Tracker) fiber.Handler {
	return func(c *fiber.Ctx) error {
		var req lookupRequest
		if err := c.BodyParser(&req); err != nil {
			return fiber.NewError(fiber.StatusBadRequest, "invalid body")
		}
		if len(req.Refs) == 0 || len(req.Refs) > 200 {
			return fiber.NewError(fiber.StatusBadRequest, "send 1-200 references")
		}
		results := make(map[string]string, len(req.Refs))
		for _, raw := range req.Refs {
			ref := strings.ToUpper(strings.TrimSpace(raw))
			if !validRef(ref) {
				results[raw] = "invalid"
				continue
			}
			if status, ok := t.Status(ref); ok {
				results[ref] = status
			} else {
				results[ref] = "not_found"
			}
		}
		return c.JSON(fiber.Map{"results": results})
	}
}
