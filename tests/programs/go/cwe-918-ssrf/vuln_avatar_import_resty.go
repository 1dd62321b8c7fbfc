// Fiber endpoint that imports a user's avatar image from a URL they provide, using resty
package main

import (
	"log"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/go-resty/resty/v2"
	"github.com/gofiber/fiber/v2"
)

type avatarRequest struct {
	UserID int64  `json:"user_id"`
	URL    string `json:"url"`
}

var client = resty.New().
	SetTimeout(8 * time.Second).
	SetRedirectPolicy(resty.NoRedirectPolicy())

func fetchImage(rawURL string) ([]byte, error) {
	resp, err := client.R().SetHeader("Accept", "image/*").Get(rawURL)
	if err != nil {
		return nil, err
	}
	if resp.IsError() || !strings.HasPrefix(resp.Header().Get("Content-Type"), "image/") {
		return nil, fiber.NewError(fiber.StatusUnprocessableEntity, "remote file is not an image")
	}
	return resp.Body(), nil
}

func importAvatar(c *fiber.Ctx) error {
	var req avatarRequest
	if err := c.BodyParser(&req); err != nil || req.UserID <= 0 {
		return fiber.NewError(fiber.StatusBadRequest, "user_id and url are required")
	}
	img, err := fetchImage(req.URL)
	if err != nil {
		return fiber.NewError(fiber.StatusBadGateway, "could not fetch avatar")
	}
	dest := filepath.Join(os.Getenv("AVATAR_DIR"), strconv.FormatInt(req.UserID, 10)+".img")
	if err := os.WriteFile(dest, img, 0o644); err != nil {
		return fiber.NewError(fiber.StatusInternalServerError, "could not store avatar")
	}
	return c.JSON(fiber.Map{"user_id": req.UserID, "bytes": len(img)})
}

func main() {
	app := fiber.New(fiber.Config{BodyLimit: 16 * 1024})
	app.Post("/avatars/import", importAvatar)
	log.Fatal(app.Listen(":3000"))
}
