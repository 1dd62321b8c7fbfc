// Fiber endpoint that imports a profile avatar from an image URL supplied by the user.
package avatars

import (
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"
)

type AvatarStore interface {
	Save(userID string, image []byte, contentType string) error
}

var fetchClient = &http.Client{Timeout: 5 * time.Second}

func validAvatarURL(raw string) bool {
	lower := strings.ToLower(raw)
	return strings.HasPrefix(lower, "https://") &&
		(strings.HasSuffix(lower, ".png") || strings.HasSuffix(lower, ".jpg"))
}

func ImportAvatar(store AvatarStore) fiber.Handler {
	return func(c *fiber.Ctx) error {
		userID, _ := c.Locals("userID").(string)
		if userID == "" {
			return fiber.ErrUnauthorized
		}
		src := c.FormValue("source")
		if !validAvatarURL(src) {
			return fiber.NewError(fiber.StatusBadRequest, "unsupported avatar url")
		}
		resp, err := fetchClient.Get(src)
		if err != nil {
			return fiber.NewError(fiber.StatusBadGateway, "could not fetch avatar")
		}
		defer resp.Body.Close()
		data, err := io.ReadAll(io.LimitReader(resp.Body, 2<<20))
		if err != nil || resp.StatusCode != http.StatusOK {
			return fiber.NewError(fiber.StatusBadGateway, "could not fetch avatar")
		}
		if err := store.Save(userID, data, resp.Header.Get("Content-Type")); err != nil {
			return err
		}
		return c.SendStatus(fiber.StatusNoContent)
	}
}
