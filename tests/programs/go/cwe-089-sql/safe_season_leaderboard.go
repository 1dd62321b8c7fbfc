// Game-server API that returns the top of a season leaderboard ordered by a chosen statistic.
package leaderboard

import (
	"log"
	"strconv"

	"github.com/gofiber/fiber/v2"
	"gorm.io/gorm"
)

type PlayerStat struct {
	PlayerID uint   `json:"player_id"`
	Handle   string `json:"handle"`
	Season   int    `json:"season"`
	Kills    int    `json:"kills"`
	Wins     int    `json:"wins"`
	Score    int    `json:"score"`
}

var orderClauses = map[string]string{"kills": "kills DESC", "wins": "wins DESC", "score": "score DESC"}

type Board struct {
	DB *gorm.DB
}

func (b *Board) Mount(app *fiber.App) {
	app.Get("/seasons/:season/leaderboard", b.top)
}

func (b *Board) top(c *fiber.Ctx) error {
	season, err := strconv.Atoi(c.Params("season"))
	if err != nil || season < 1 {
		return fiber.NewError(fiber.StatusBadRequest, "bad season")
	}
	sort := c.Query("sort", "score")
	order, ok := orderClauses[sort]
	if !ok {
		log.Printf("leaderboard: unexpected sort column %q", sort)
		return fiber.NewError(fiber.StatusBadRequest, "unsupported sort")
	}
	var rows []PlayerStat
	err = b.DB.WithContext(c.UserContext()).
		Where("season = ?", season).
		Order(order).
		Limit(50).
		Find(&rows).Error
	if err != nil {
		return fiber.NewError(fiber.StatusInternalServerError, "leaderboard unavailable")
	}
	return c.JSON(fiber.Map{"season": season, "sort": sort, "players": rows})
}
