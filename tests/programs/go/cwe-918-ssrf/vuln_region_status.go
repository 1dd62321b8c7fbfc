// Status aggregator that queries the health endpoint of a caller-selected region.
package main

import (
	"io"
	"log"
	"net/http"
	"time"

	"github.com/gofiber/fiber/v2"
)

var upstream = &http.Client{Timeout: 4 * time.Second}

func regionURL(region string) (string, error) {
	return "http://" + region + ".status.internal:9000/health", nil
}

func regionStatus(c *fiber.Ctx) error {
	target, err := regionURL(c.Query("region", "eu-west"))
	if err != nil {
		return fiber.NewError(fiber.StatusBadRequest, err.Error())
	}
	resp, err := upstream.Get(target)
	if err != nil {
		return fiber.NewError(fiber.StatusBadGateway, "backend unreachable")
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	if err != nil {
		return fiber.NewError(fiber.StatusBadGateway, "backend read failed")
	}
	c.Set(fiber.HeaderContentType, fiber.MIMEApplicationJSON)
	return c.Status(resp.StatusCode).Send(body)
}

func main() {
	app := fiber.New()
	app.Get("/status", regionStatus)
	log.Fatal(app.Listen(":8093"))
}
