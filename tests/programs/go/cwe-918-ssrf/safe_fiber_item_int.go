// fiber route that fetches stock levels from the inventory service.
package main

import (
	"fmt"
	"io"
	"net/http"

	"github.com/gofiber/fiber/v2"
)

type stockQuery struct {
	ItemID int `query:"item"`
}

func stockLevel(c *fiber.Ctx) error {
	var q stockQuery
	if err := c.QueryParser(&q); err != nil {
		return c.SendStatus(fiber.StatusBadRequest)
	}
	resp, err := http.Get(fmt.Sprintf("http://inventory.internal:8080/items/%d/stock", q.ItemID))
	if err != nil {
		return c.SendStatus(fiber.StatusBadGateway)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return c.Send(body)
}
