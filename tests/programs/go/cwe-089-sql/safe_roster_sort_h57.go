// Sports league roster endpoint: lists a team's registered players with a client-selected ordering.
package roster

import (
	"fmt"
	"log"
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/jmoiron/sqlx"
)

type Player struct {
	ID       int    `db:"id" json:"id"`
	Name     string `db:"name" json:"name"`
	Position string `db:"position" json:"position"`
	Goals    int    `db:"goals" json:"goals"`
}

type RosterQuery struct {
	TeamID int    `form:"team_id" binding:"required"`
	SortBy string `form:"sort"`
}

var sortableColumns = map[string]string{"name": "name", "position": "position", "goals": "goals DESC"}

type RosterRepository struct{ db *sqlx.DB }

func (r *RosterRepository) ListPlayers(teamID int, orderBy string) ([]Player, error) {
	var out []Player
	q := fmt.Sprintf("SELECT id, name, position, goals FROM players WHERE team_id = $1 ORDER BY %s", orderBy)
	err := r.db.Select(&out, q, teamID)
	return out, err
}

type RosterService struct{ repo *RosterRepository }

func NewRosterService(repo *RosterRepository) *RosterService { return &RosterService{repo: repo} }

func (s *RosterService) Roster(q RosterQuery) ([]Player, error) {
	orderBy, ok := sortableColumns[q.SortBy]
	if !ok {
		if q.SortBy != "" {
			log.Printf("roster: unexpected sort column %q for team %d", q.SortBy, q.TeamID)
		}
		orderBy = sortableColumns["name"]
	}
	return s.repo.ListPlayers(q.TeamID, orderBy)
}

func RegisterRosterRoutes(r *gin.Engine, svc *RosterService) {
	r.GET("/teams/roster", func(c *gin.Context) {
		var q RosterQuery
		if err := c.ShouldBindQuery(&q); err != nil {
			c.JSON(http.StatusBadRequest, gin.H{"error": "team_id is required"})
			return
		}
		players, err := svc.Roster(q)
		if err != nil {
			c.JSON(http.StatusInternalServerError, gin.H{"error": "roster unavailable"})
			return
		}
		c.JSON(http.StatusOK, players)
	})
}
