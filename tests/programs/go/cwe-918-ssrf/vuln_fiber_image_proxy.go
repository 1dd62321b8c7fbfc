// Fiber image proxy that downloads a remote image for the newsletter editor.
package main

import (
	"io"
	"net/http"

	"github.com/gofiber/fiber/v2"
)

func proxyImage(c *fiber.Ctx) error {
	resp, err := http.Get(c.Query("src"))
	if err != nil {
		return c.SendStatus(fiber.StatusBadGateway)
	}
	defer resp.Body.Close()
	img, err := io.ReadAll(io.LimitReader(resp.Body, 5<<20))
	if err != nil {
		return c.SendStatus(fiber.StatusBadGateway)
	}
	c.Set("Content-Type", "image/png")
	c.Set("X-Content-Type-Options", "nosniff")
	return c.Send(img)
}

func main() {
	app := fiber.New()
	app.Get("/newsletter/image", proxyImage)
}
