// A hat order board program of the h64 set (cwe-089-sql).
package main

import (
	"log"
	"net/http"
	"os"
	"sort"
	"strings"

	"github.com/gin-gonic/gin"
	"gorm.io/driver/postgres"
	"gorm.io/gorm"
)

type boardRequest struct {
	Customers []struct {
		Ref    string `json:"ref"`
		Region string `json:"region"`
	} `json:"customers"`
	Statuses []string `json:"statuses"`
}

type hatOrder struct {
	ID          uint    `json:"id"`
	CustomerRef string  `json:"customer_ref"`
	Style       string  `json:"style"`
	HeadSizeCm  float64 `json:"head_size_cm"`
	Status      string  `json:"status"`
}

var workshopStatuses = map[string]bool{
	"blocking": true,
	"trimming": true,
	"lining":   true,
	"ready":    true,
	"shipped":  true,
}

func orderBoard(db *gorm.DB) gin.HandlerFunc {
	return func(c *gin.Context) {
		var req boardRequest
		if err := c.ShouldBindJSON(&req); err != nil {
			c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": "invalid body"})
			return
		}

		refs := make([]string, 0, len(req.Customers))
		for _, cust := range req.Customers {
			if ref := strings.TrimSpace(cust.Ref); ref != "" {
				refs = append(refs, ref)
			}
		}
		statuses := make([]string, 0, len(req.Statuses))
		for _, s := range req.Statuses {
			if workshopStatuses[s] {
				statuses = append(statuses, s)
			}
		}
		if len(refs) == 0 || len(statuses) == 0 {
			c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": "need customers and statuses"})
			return
		}

		query := "SELECT id, customer_ref, style, head_size_cm, status FROM hat_orders " +
			"WHERE customer_ref IN ? AND status IN ? ORDER BY id"
		var orders []hatOrder
		if err := db.WithContext(c.Request.Context()).Raw(query, refs, statuses).Scan(&orders).Error; err != nil {
			log.Printf("order board: %v", err)
			c.AbortWithStatusJSON(http.StatusInternalServerError, gin.H{"error": "lookup failed"})
			return
		}

		// group the orders per customer for the workshop wall board
		board := map[string][]hatOrder{}
		for _, o := range orders {
			board[o.CustomerRef] = append(board[o.CustomerRef], o)
		}
		customers := make([]string, 0, len(board))
		for ref := range board {
			customers = append(customers, ref)
		}
		sort.Strings(customers)
		c.JSON(http.StatusOK, gin.H{"customers": customers, "board": board})
	}
}

func main() {
	gin.SetMode(gin.ReleaseMode)
	db, err := gorm.Open(postgres.Open(os.Getenv("HATTERY_DSN")), &gorm.Config{})
	if err != nil {
		log.Fatal(err)
	}
	r := gin.New()
	r.Use(gin.Logger(), gin.Recovery())
	r.POST("/workshop/orders/board", orderBoard(db))
	if err := r.RunTLS(":8443", os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")); err != nil {
		log.Fatal(err)
	}
}
