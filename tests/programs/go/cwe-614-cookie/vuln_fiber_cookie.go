// fiber login handler for the kiosk API.
package main

import (
	"time"

	"github.com/gofiber/fiber/v2"
)

func kioskLogin(c *fiber.Ctx) error {
	c.Cookie(&fiber.Cookie{
		Name:     "kiosk_session",
		Value:    c.Locals("sid").(string),
		Expires:  time.Now().Add(4 * time.Hour),
		HTTPOnly: true,
	})
	return c.SendStatus(fiber.StatusNoContent)
}
