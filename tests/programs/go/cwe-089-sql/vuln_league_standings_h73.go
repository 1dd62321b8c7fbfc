// A league standings program of the h73 set (cwe-089-sql).
package main

import (
	"database/sql"
	"log"
	"net/http"
	"os"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"
	_ "github.com/go-sql-driver/mysql"
)

type standing struct {
	Team        string `json:"team"`
	Skip        string `json:"skip"`
	Wins        int    `json:"wins"`
	Losses      int    `json:"losses"`
	EndsFor     int    `json:"ends_for"`
	EndsAgainst int    `json:"ends_against"`
}

var divisions = map[string]int{"open": 1, "mixed": 2, "seniors": 3, "juniors": 4}

func quote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", "''") + "'"
}

// season is given as "2024-25"; the table stores the starting year.
func seasonStart(s string) (int, bool) {
	first, _, _ := strings.Cut(strings.TrimSpace(s), "-")
	year, err := strconv.Atoi(first)
	return year, err == nil && year > 1990 && year < 2100
}

func standingsHandler(db *sql.DB) gin.HandlerFunc {
	return func(c *gin.Context) {
		year, ok := seasonStart(c.DefaultQuery("season", "2024-25"))
		if !ok {
			c.JSON(http.StatusBadRequest, gin.H{"error": "season must look like 2024-25"})
			return
		}
		division, ok := divisions[strings.ToLower(c.DefaultQuery("division", "open"))]
		if !ok {
			c.JSON(http.StatusBadRequest, gin.H{"error": "unknown division"})
			return
		}

		var q strings.Builder
		q.WriteString("SELECT t.name, t.skip_name, s.wins, s.losses, s.ends_for, s.ends_against ")
		q.WriteString("FROM standings s JOIN teams t ON t.id = s.team_id ")
		q.WriteString("WHERE s.season_start = " + strconv.Itoa(year))
		q.WriteString(" AND s.division_id = " + strconv.Itoa(division))
		if team := strings.TrimSpace(c.Query("team")); team != "" {
			q.WriteString(" AND t.name LIKE " + quote("%"+team+"%"))
		}
		q.WriteString(" ORDER BY s.wins DESC, (s.ends_for - s.ends_against) DESC")

		rows, err := db.QueryContext(c.Request.Context(), q.String())
		if err != nil {
			log.Printf("standings query: %v", err)
			c.JSON(http.StatusInternalServerError, gin.H{"error": "database error"})
			return
		}
		defer rows.Close()

		out := []standing{}
		for rows.Next() {
			var st standing
			if err := rows.Scan(&st.Team, &st.Skip, &st.Wins, &st.Losses, &st.EndsFor, &st.EndsAgainst); err != nil {
				c.JSON(http.StatusInternalServerError, gin.H{"error": "database error"})
				return
			}
			out = append(out, st)
		}
		c.JSON(http.StatusOK, gin.H{"season": year, "standings": out})
	}
}

func main() {
	db, err := sql.Open("mysql", os.Getenv("LEAGUE_DSN"))
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()

	r := gin.Default()
	r.GET("/api/standings", standingsHandler(db))
	if err := r.Run(":8088"); err != nil {
		log.Fatal(err)
	}
}
