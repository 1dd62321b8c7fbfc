// Returns the team roster of an e-sports league division for a given season.
package league

import (
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"
	"gorm.io/gorm"
)

type RosterEntry struct {
	Team     string `json:"team"`
	Gamertag string `json:"gamertag"`
	Role     string `json:"role"`
	Rating   int    `json:"rating"`
}

type RosterHandler struct {
	DB *gorm.DB
}

func (h *RosterHandler) Mount(e *echo.Echo) {
	e.GET("/divisions/:division/roster", h.roster)
}

func (h *RosterHandler) roster(c echo.Context) error {
	division := c.Param("division")
	season, err := strconv.Atoi(c.QueryParam("season"))
	if err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "season must be a number")
	}
	var entries []RosterEntry
	sql := "SELECT t.name AS team, p.gamertag, p.role, p.rating FROM players p " +
		"JOIN teams t ON t.id = p.team_id " +
		"WHERE t.division = ? AND t.season = ? ORDER BY t.name, p.rating DESC"
	if err := h.DB.WithContext(c.Request().Context()).Raw(sql, division, season).Scan(&entries).Error; err != nil {
		return echo.NewHTTPError(http.StatusInternalServerError, "roster lookup failed")
	}
	return c.JSON(http.StatusOK, entries)
}
