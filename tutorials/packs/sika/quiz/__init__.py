"""The sika quiz: is it sika, aasi, or another pig? Then the rules, then play."""

from tutorials.packs.sika.quiz import game_of, rules_facts, situations
from tutorials.quiz.model import Group
from tutorials.quiz.rounds import Quiz

QUIZ = Quiz(
    name="sika",
    bank={Group.GAME_OF: game_of.QUESTIONS, Group.RULES: rules_facts.QUESTIONS},
    situations=situations,
)
