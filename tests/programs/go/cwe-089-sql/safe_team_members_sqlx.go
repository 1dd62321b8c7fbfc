// Gin endpoint listing team members with a caller-chosen sort order using sqlx named queries
package main

import (
	"fmt"
	"log"
	"net/http"
	"os"

	"github.com/gin-gonic/gin"
	"github.com/jmoiron/sqlx"
	_ "github.com/lib/pq"
)

type member struct {
	ID       int64  `db:"id" json:"id"`
	Name     string `db:"name" json:"name"`
	Email    string `db:"email" json:"email"`
	JoinedAt string `db:"joined_at" json:"joined_at"`
}

type memberRepo struct{ db *sqlx.DB }

func sortColumn(requested string) string {
	switch requested {
	case "email":
		return "email"
	case "joined", "joined_at":
		return "joined_at"
	case "-joined":
		return "joined_at DESC"
	default:
		return "name"
	}
}

func (r *memberRepo) list(team string, sort string) ([]member, error) {
	query := fmt.Sprintf("SELECT id, name, email, joined_at::text FROM members WHERE team = :team ORDER BY %s", sortColumn(sort))
	rows, err := r.db.NamedQuery(query, map[string]interface{}{"team": team})
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []member
	for rows.Next() {
		var m member
		if err := rows.StructScan(&m); err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, rows.Err()
}

func main() {
	repo := &memberRepo{db: sqlx.MustConnect("postgres", os.Getenv("DATABASE_URL"))}
	r := gin.Default()
	r.GET("/teams/:team/members", func(c *gin.Context) {
		members, err := repo.list(c.Param("team"), c.Query("sort"))
		if err != nil {
			c.JSON(http.StatusInternalServerError, gin.H{"error": "lookup failed"})
			return
		}
		c.JSON(http.StatusOK, members)
	})
	log.Fatal(r.Run(":8080"))
}
