// Gin admin endpoint that loads a subscriber by email using GORM.
package main

import (
	"net/http"
	"os"

	"github.com/gin-gonic/gin"
	"gorm.io/driver/postgres"
	"gorm.io/gorm"
)

type subscriber struct {
	ID    uint   `json:"id"`
	Email string `json:"email"`
	Plan  string `json:"plan"`
}

var subscriberDB *gorm.DB

func subscriberByEmail(c *gin.Context) {
	var sub subscriber
	if err := subscriberDB.Where("email = ?", c.Query("email")).First(&sub).Error; err != nil {
		c.JSON(http.StatusNotFound, gin.H{"error": "not found"})
		return
	}
	c.JSON(http.StatusOK, sub)
}

func main() {
	db, err := gorm.Open(postgres.Open(os.Getenv("SUBSCRIBER_DSN")), &gorm.Config{})
	if err != nil {
		panic(err)
	}
	subscriberDB = db
	r := gin.New()
	r.GET("/admin/subscribers", subscriberByEmail)
}
