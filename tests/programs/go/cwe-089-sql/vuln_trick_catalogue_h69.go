// A trick catalogue program of the h69 set (cwe-089-sql).
package main

import (
	"database/sql"
	"fmt"
	"log"
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"
	_ "modernc.org/sqlite"
)

type trick struct {
	SKU        string  `json:"sku"`
	Name       string  `json:"name"`
	Difficulty int     `json:"difficulty"`
	Price      float64 `json:"price"`
}

// listingOptions normalises paging and ordering parameters for every
// listing endpoint so the handlers only read them back from the context.
func listingOptions() gin.HandlerFunc {
	return func(c *gin.Context) {
		page, err := strconv.Atoi(c.DefaultQuery("page", "1"))
		if err != nil || page < 1 {
			page = 1
		}
		c.Set("page", page)
		c.Set("sort", c.DefaultQuery("sort", "newest"))
		if c.Query("order") == "asc" {
			c.Set("order", "ASC")
		} else {
			c.Set("order", "DESC")
		}
		c.Next()
	}
}

func orderColumn(sort string) string {
	switch sort {
	case "newest":
		return "added_at"
	case "price":
		return "price_cents"
	case "difficulty":
		return "difficulty"
	case "name":
		return "name COLLATE NOCASE"
	default:
		return sort
	}
}

func listTricks(db *sql.DB) gin.HandlerFunc {
	return func(c *gin.Context) {
		page := c.GetInt("page")
		col := orderColumn(c.GetString("sort"))
		order := c.GetString("order")

		q := fmt.Sprintf(`SELECT sku, name, difficulty, price_cents FROM tricks
			WHERE in_stock = 1 ORDER BY %s %s LIMIT 24 OFFSET ?`, col, order)
		rows, err := db.QueryContext(c.Request.Context(), q, (page-1)*24)
		if err != nil {
			log.Printf("catalogue: %v", err)
			c.JSON(http.StatusInternalServerError, gin.H{"error": "catalogue unavailable"})
			return
		}
		defer rows.Close()

		items := make([]trick, 0, 24)
		for rows.Next() {
			var t trick
			var cents int64
			if err := rows.Scan(&t.SKU, &t.Name, &t.Difficulty, &cents); err != nil {
				c.JSON(http.StatusInternalServerError, gin.H{"error": "catalogue unavailable"})
				return
			}
			t.Price = float64(cents) / 100
			items = append(items, t)
		}
		c.JSON(http.StatusOK, gin.H{"page": page, "items": items})
	}
}

func main() {
	db, err := sql.Open("sqlite", "file:/var/lib/wandsandwonders/shop.db?mode=ro")
	if err != nil {
		log.Fatal(err)
	}
	r := gin.New()
	r.Use(gin.Logger(), gin.Recovery())
	r.GET("/api/tricks", listingOptions(), listTricks(db))
	log.Fatal(r.Run(":8060"))
}
