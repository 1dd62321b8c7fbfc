// fiber handler that renames a project.
package main

import (
	"database/sql"

	"github.com/gofiber/fiber/v2"
)

type renameProject struct {
	ID   int    `json:"id"`
	Name string `json:"name"`
}

func renameProjectHandler(db *sql.DB) fiber.Handler {
	return func(c *fiber.Ctx) error {
		var in renameProject
		if err := c.BodyParser(&in); err != nil {
			return c.SendStatus(fiber.StatusBadRequest)
		}
		_, err := db.Exec("UPDATE projects SET name = '" + in.Name + "' WHERE id = ?", in.ID)
		if err != nil {
			return c.SendStatus(fiber.StatusInternalServerError)
		}
		return c.SendStatus(fiber.StatusNoContent)
	}
}
