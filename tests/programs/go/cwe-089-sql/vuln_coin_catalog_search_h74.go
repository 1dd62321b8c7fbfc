// A coin catalog search program of the h74 set (cwe-089-sql).
package main

import (
	"context"
	"database/sql"
	"fmt"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/gin-gonic/gin"
	_ "github.com/lib/pq"
)

type coin struct {
	ID      int64   `json:"id"`
	Title   string  `json:"title"`
	Country string  `json:"country"`
	Year    int     `json:"year"`
	Grade   string  `json:"grade"`
	Value   float64 `json:"estimated_value"`
}

type searchResult struct {
	coins []coin
	err   error
}

type searchJob struct {
	ctx     context.Context
	country string
	era     string
	sortBy  string
	reply   chan searchResult
}

func startWorkers(db *sql.DB, n int, jobs <-chan searchJob) {
	for i := 0; i < n; i++ {
		go func() {
			for job := range jobs {
				job.reply <- runSearch(db, job)
			}
		}()
	}
}

func runSearch(db *sql.DB, job searchJob) searchResult {
	ctx, cancel := context.WithTimeout(job.ctx, 3*time.Second)
	defer cancel()

	query := fmt.Sprintf(`SELECT id, title, country, year, grade, est_value
		FROM coins WHERE country = '%s' AND era = '%s'
		ORDER BY %s LIMIT 100`, job.country, job.era, job.sortBy)

	rows, err := db.QueryContext(ctx, query)
	if err != nil {
		return searchResult{err: err}
	}
	defer rows.Close()

	var out []coin
	for rows.Next() {
		var c coin
		if err := rows.Scan(&c.ID, &c.Title, &c.Country, &c.Year, &c.Grade, &c.Value); err != nil {
			return searchResult{err: err}
		}
		out = append(out, c)
	}
	return searchResult{coins: out, err: rows.Err()}
}

func main() {
	db, err := sql.Open("postgres", os.Getenv("CATALOG_DSN"))
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()

	jobs := make(chan searchJob, 32)
	startWorkers(db, 4, jobs)

	r := gin.Default()
	r.GET("/api/catalog/coins", func(c *gin.Context) {
		job := searchJob{
			ctx:     c.Request.Context(),
			country: c.Query("country"),
			era:     c.DefaultQuery("era", "modern"),
			sortBy:  c.DefaultQuery("sort", "year"),
			reply:   make(chan searchResult, 1),
		}

		select {
		case jobs <- job:
		case <-time.After(2 * time.Second):
			c.JSON(http.StatusServiceUnavailable, gin.H{"error": "catalog busy, try again"})
			return
		}

		select {
		case res := <-job.reply:
			if res.err != nil {
				log.Printf("catalog search: %v", res.err)
				c.JSON(http.StatusInternalServerError, gin.H{"error": "search failed"})
				return
			}
			c.JSON(http.StatusOK, gin.H{"count": len(res.coins), "coins": res.coins})
		case <-c.Request.Context().Done():
			return
		}
	})

	log.Fatal(r.Run(":8081"))
}
